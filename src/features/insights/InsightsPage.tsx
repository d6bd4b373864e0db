import { useMemo } from 'react';
import { Link } from '../../ui/routing';
import { eventDisplayName } from '../../domain/events';
import { openingRange } from '../../domain/insights/insightRange';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { MessageScreen } from '../../ui/MessageScreen';
import { InsightSections } from './InsightSections';
import { RangeForm } from './RangeForm';
import { useEventInsights } from './useEventInsights';
import './insights.css';

/**
 * /event/{slug}/insights: the organisers' numbers (issue 33) for a range of days, from
 * insights-getEventInsights, which also decides who may see them (organisers of the event and
 * staff). Staff reach it from the admin event detail.
 */
export function InsightsPage({ slug }: { slug: string }) {
  const opening = useMemo(() => openingRange(Date.now()), []);
  const { state, failure, busy, load } = useEventInsights(slug, opening);

  if (state.status === 'refused') {
    return (
      <MessageScreen title="Insights" actions={<Link to="/">Go to your dashboard</Link>}>
        <p role="alert">{state.message}</p>
      </MessageScreen>
    );
  }
  if (state.status === 'error') {
    return (
      <MessageScreen
        title="Insights"
        actions={<Button onClick={() => void load(opening)}>Try again</Button>}
      >
        <p role="alert">{state.message}</p>
      </MessageScreen>
    );
  }
  if (state.status === 'loading') {
    return (
      <MessageScreen title="Insights">
        <p role="status">Loading insights...</p>
      </MessageScreen>
    );
  }

  const { insights } = state;
  const name = eventDisplayName({ id: insights.eventId, name: insights.name, slug: insights.slug });
  return (
    <main className="insights" aria-labelledby="insights-title">
      <header className="insights__header">
        <h1 id="insights-title">
          Insights: <bdi>{name}</bdi>
        </h1>
        <Link to={`/event/${encodeURIComponent(insights.slug || insights.eventId)}`}>
          Back to the event
        </Link>
      </header>
      <RangeForm
        key={`${insights.fromMs}-${insights.toMs}`}
        fromMs={insights.fromMs}
        toMs={insights.toMs}
        lifeStartMs={insights.lifeStartMs}
        lifeEndMs={insights.lifeEndMs}
        busy={busy}
        onRun={(range) => void load(range)}
      />
      <p className="insights__status" role="status">
        {busy ? 'Loading insights...' : ''}
      </p>
      <FormError message={failure} />
      <InsightSections insights={insights} />
    </main>
  );
}
