import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PolicyDocument } from './content/policy';
import './pages/accountPages.css';

/**
 * A static policy page: one h1, a short table of contents, and each section under its
 * own h2 with an anchor. The contents list is not a heading, so the h2s are the sections.
 */
export function PolicyPage({ document: policy }: { document: PolicyDocument }) {
  useScrollToHash();
  return (
    <article className="sf-policy" aria-labelledby="policy-title">
      <h1 id="policy-title">{policy.title}</h1>
      <p className="sf-policy-updated">Last updated: {policy.updated}</p>
      {policy.intro}
      <nav className="sf-policy-toc" aria-labelledby="policy-toc-title">
        <p id="policy-toc-title" className="sf-policy-toc-title">
          Contents
        </p>
        <ol>
          {policy.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {policy.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className="sf-policy-section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}

/** A link such as /warranty#returns opened from elsewhere lands on its section. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
