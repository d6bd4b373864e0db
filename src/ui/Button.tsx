import type { ComponentPropsWithRef } from 'react';
import './ui.css';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'danger';
}

export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  const classes = className ? `ui-button ${className}` : 'ui-button';
  return <button {...rest} type={type} data-variant={variant} className={classes} />;
}
