import { useMemo } from 'react';
import { Link } from '../../ui/routing';
import { eventDisplayName } from '../../domain/events';
import { openingRange } from '../../domain/insights/insightRange';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { MessageScreen } from '../../ui/MessageScreen';
import { RichText } from '../languages';
import { InsightSections } from './InsightSections';
import { useInsightLabels } from './insightLabels';
import { RangeForm } from './RangeForm';
import { useEventInsights } from './useEventInsights';
import './insights.css';

/**
 * /event/{slug}/insights: the organisers' numbers (issue 33) for a range of days, from
 * insights-getEventInsights, which also decides who may see them (organisers of the event and
 * staff). Staff reach it from the admin event detail.
 */
export function InsightsPage({ slug }: { slug: string }) {
  const { t, sentence } = useInsightLabels();
  const opening = useMemo(() => openingRange(Date.now()), []);
  const { state, failure, busy, load } = useEventInsights(slug, opening);

  if (state.status === 'refused') {
    return (
      <MessageScreen
        title={t('insights.title')}
        actions={<Link to="/">{t('insights.toDashboard')}</Link>}
      >
        <p role="alert">{sentence(state.message)}</p>
      </MessageScreen>
    );
  }
  if (state.status === 'error') {
    return (
      <MessageScreen
        title={t('insights.title')}
        actions={<Button onClick={() => void load(opening)}>{t('common.tryAgain')}</Button>}
      >
        <p role="alert">{sentence(state.message)}</p>
      </MessageScreen>
    );
  }
  if (state.status === 'loading') {
    return (
      <MessageScreen title={t('insights.title')}>
        <p role="status">{t('insights.loading')}</p>
      </MessageScreen>
    );
  }

  const { insights } = state;
  const name = eventDisplayName({ id: insights.eventId, name: insights.name, slug: insights.slug });
  return (
    <main className="insights" aria-labelledby="insights-title">
      <header className="insights__header">
        <h1 id="insights-title">
          <RichText id="insights.heading" values={{ name }} components={{ 0: <bdi /> }} />
        </h1>
        <Link to={`/event/${encodeURIComponent(insights.slug || insights.eventId)}`}>
          {t('insights.backToEvent')}
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
        {busy ? t('insights.loading') : ''}
      </p>
      <FormError message={sentence(failure)} />
      <InsightSections insights={insights} />
    </main>
  );
}
