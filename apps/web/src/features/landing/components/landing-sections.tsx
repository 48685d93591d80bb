import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MarketSummary } from '@brillo/domain/contracts/market-summary';
import { homeTexts } from '@brillo/domain/texts/home.es-CL';
import buttons from '@/components/button-look.module.css';
import look from '@/components/plain-look.module.css';
import { paths } from '@/config/paths';
import classes from './landing.module.css';

const clp = new Intl.NumberFormat('es-CL', {
  style: 'currency',
  currency: 'CLP',
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('es-CL');
/** The average as the rest of the app writes it ('4,6'), without loading its module for one call. */
const average = new Intl.NumberFormat('es-CL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Who is looking, as far as the landing page's actions care. */
export type Visitor = 'guest' | 'customer' | 'agent' | 'operator';

/** The summary, or undefined while it loads (or when it could not be read: the figures stay hidden). */
type Summary = MarketSummary | undefined;

/**
 * The main action: book a cleaning (sign up first, or straight to the dashboard), an agent's
 * panel, or an operator's console.
 */
function MainAction({ visitor }: { visitor: Visitor }) {
  if (visitor === 'operator') {
    return (
      <Link to={paths.operatorConsole} className={buttons.button} data-size="lg">
        {homeTexts.goToConsole}
      </Link>
    );
  }
  if (visitor === 'agent') {
    return (
      <Link to={paths.agentDashboard} className={buttons.button} data-size="lg">
        {homeTexts.goToAgentDashboard}
      </Link>
    );
  }
  return (
    <Link
      to={visitor === 'customer' ? paths.customerDashboard : paths.customerSignup}
      className={buttons.button}
      data-size="lg"
    >
      {homeTexts.bookCleaning}
    </Link>
  );
}

/** 'desde $X por hora', in a line whose height is kept while it loads (no layout shift). */
function PriceFrom({ summary }: { summary: Summary }) {
  const rate = summary?.minHourlyRate;
  return (
    <p className={classes.price} aria-live="polite" data-testid="price-from">
      {rate ? homeTexts.priceFrom(clp.format(rate)) : null}
    </p>
  );
}

export function Hero({ visitor, summary }: { visitor: Visitor; summary: Summary }) {
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <div className={`${look.container} ${classes.heroInner}`}>
        <h1 id="home-title" className={`${look.title} ${classes.title}`}>
          {homeTexts.title}
        </h1>
        <p className={`${look.text} ${classes.intro}`} data-size="lg">
          {homeTexts.intro}
        </p>
        <MainAction visitor={visitor} />
        <PriceFrom summary={summary} />
        {visitor === 'guest' ? (
          <nav aria-label={homeTexts.actionsLabel} className={classes.waysIn}>
            <Link to={paths.signIn} className={classes.wayIn}>
              {homeTexts.signIn}
            </Link>
            <Link to={paths.customerSignup} className={classes.wayIn}>
              {homeTexts.customerSignup}
            </Link>
            <Link to={paths.agentSignup} className={classes.wayIn}>
              {homeTexts.agentSignup}
            </Link>
          </nav>
        ) : null}
      </div>
    </section>
  );
}

/** The figures that exist: agents, comunas served and the average rating; none is invented. */
export function Figures({ summary }: { summary: Summary }) {
  const figures: { key: string; value: string; label: string }[] = [];
  if (summary && summary.agents > 0) {
    figures.push({
      key: 'agents',
      value: count.format(summary.agents),
      label: homeTexts.figures.agents(summary.agents),
    });
  }
  if (summary && summary.comunas.length > 0) {
    figures.push({
      key: 'comunas',
      value: count.format(summary.comunas.length),
      label: homeTexts.figures.comunas(summary.comunas.length),
    });
  }
  if (summary && summary.rating.average !== null) {
    figures.push({
      key: 'rating',
      value: `${average.format(summary.rating.average)} ★`,
      label: homeTexts.figures.rating(summary.rating.count),
    });
  }
  return (
    <section aria-label={homeTexts.figures.label} className={classes.figures}>
      <div className={look.container}>
        <dl className={classes.figureList} aria-busy={summary === undefined}>
          {figures.map((figure) => (
            <div key={figure.key} className={classes.figure} data-testid={`figure-${figure.key}`}>
              <dt className={classes.figureLabel}>{figure.label}</dt>
              <dd className={classes.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Section({
  id,
  title,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={tone === 'tinted' ? `${classes.section} ${classes.tinted}` : classes.section}
    >
      <div className={look.container}>
        <h2 id={id} className={`${look.title} ${classes.sectionTitle}`}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function HowItWorks() {
  return (
    <Section id="how-it-works" title={homeTexts.steps.title}>
      <ol className={classes.steps}>
        {homeTexts.steps.items.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={`${look.title} ${classes.itemTitle}`}>{step.title}</h3>
              <p className={look.text}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** A check mark in a circle, drawn inline (no image to fetch). */
function CheckIcon() {
  return (
    <svg
      className={classes.icon}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Trust() {
  return (
    <Section id="trust" title={homeTexts.trust.title} tone="tinted">
      <ul className={classes.cards}>
        {homeTexts.trust.items.map((item) => (
          <li key={item.title} className={classes.card}>
            <CheckIcon />
            <h3 className={`${look.title} ${classes.itemTitle}`}>{item.title}</h3>
            <p className={look.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ForAgents({ visitor }: { visitor: Visitor }) {
  return (
    <Section id="for-agents" title={homeTexts.agents.title}>
      <p className={`${look.text} ${classes.lead}`}>{homeTexts.agents.text}</p>
      {visitor === 'guest' ? (
        <Link
          to={paths.agentSignup}
          className={buttons.button}
          data-variant="outline"
          data-size="md"
        >
          {homeTexts.agents.action}
        </Link>
      ) : null}
    </Section>
  );
}

export function Comunas({ summary }: { summary: Summary }) {
  const comunas = summary?.comunas ?? [];
  return (
    <Section id="comunas" title={homeTexts.comunas.title} tone="tinted">
      <div className={classes.comunas} aria-busy={summary === undefined}>
        {summary === undefined ? null : comunas.length > 0 ? (
          <>
            <p className={`${look.text} ${classes.lead}`}>{homeTexts.comunas.intro}</p>
            <ul className={classes.chips}>
              {comunas.map((comuna) => (
                <li key={comuna} className={classes.chip}>
                  {comuna}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={look.text}>{homeTexts.comunas.none}</p>
        )}
      </div>
    </Section>
  );
}

export function FrequentQuestions() {
  return (
    <Section id="faq" title={homeTexts.faq.title}>
      <div className={classes.faq}>
        {homeTexts.faq.items.map((item) => (
          <details key={item.question} className={classes.question}>
            <summary className={classes.summary}>{item.question}</summary>
            <p className={`${look.text} ${classes.answer}`}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
