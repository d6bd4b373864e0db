import type { ReactNode } from 'react';
import './ui.css';

interface MessageScreenProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A full-page message: gate rejections, errors, disconnected states. */
export function MessageScreen({ title, children, actions }: MessageScreenProps) {
  return (
    <main className="ui-screen">
      <div className="ui-screen__box">
        <h1>{title}</h1>
        {children}
        {actions}
      </div>
    </main>
  );
}
