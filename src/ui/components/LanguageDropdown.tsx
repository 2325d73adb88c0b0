import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import type { Language } from '../../application/ports/session-store.port';
import { useService } from '../app/container-context';

const m = defineMessages({
  label: { id: 'header.language.label', defaultMessage: 'Bahasa' },
  id: { id: 'header.language.id', defaultMessage: 'Bahasa Indonesia' },
  en: { id: 'header.language.en', defaultMessage: 'English' },
});

const LANGUAGES: Language[] = ['id', 'en'];

export const LanguageDropdown = observer(function LanguageDropdown() {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <div className="dropdown" onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false); }}>
      <button
        type="button"
        className="dropdown-toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {/* The name ("Bahasa ID") contains the visible label "ID" (WCAG 2.5.3). */}
        <span className="visually-hidden">{intl.formatMessage(m.label)} </span>
        {session.language.toUpperCase()} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className="dropdown-menu" role="listbox" aria-label={intl.formatMessage(m.label)}>
          {LANGUAGES.map((lang) => (
            <li key={lang}>
              <button
                type="button"
                role="option"
                aria-selected={session.language === lang}
                className={session.language === lang ? 'active' : undefined}
                onClick={() => {
                  session.setLanguage(lang);
                  setOpen(false);
                }}
              >
                {lang.toUpperCase()} · {intl.formatMessage(m[lang])}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
