/** The collapsible consolidation section (spec sections 2 'Other', 3 and 4). */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartViewModel } from '../../../application/cart/cart-view-model';
import { truncate } from '../../../domain/format';
import { cartMessages as m, selectedCount } from './cart-messages';

export const ConsolidationSection = observer(function ConsolidationSection({ vm }: { vm: CartViewModel }) {
  const intl = useIntl();
  const nameError = vm.error === 'group_name_required';
  return (
    <details className="card consolidation" data-testid="consolidation" open={vm.groups.length > 0 || vm.selected.length > 0 ? true : undefined}>
      <summary><strong><FormattedMessage {...m.consolidation} /></strong> ({vm.groups.length})</summary>
      <p className="muted small"><FormattedMessage {...m.consolidationHint} /></p>
      <p className="small"><FormattedMessage {...selectedCount} values={{ count: vm.selected.length }} /></p>
      <form
        className="consolidation-form"
        onSubmit={(e) => {
          e.preventDefault();
          vm.join();
        }}
      >
        <div className={nameError ? 'field invalid' : 'field'}>
          <label htmlFor="group-name"><FormattedMessage {...m.groupName} /></label>
          <input
            id="group-name"
            type="text"
            value={vm.groupName}
            maxLength={60}
            aria-invalid={nameError}
            aria-describedby={nameError ? 'group-name-error' : undefined}
            onChange={(e) => vm.setGroupName(e.target.value)}
          />
          {nameError && <p id="group-name-error" className="field-error"><FormattedMessage {...m.groupNameRequired} /></p>}
        </div>
        <button type="submit" className="btn btn-primary"><FormattedMessage {...m.join} /></button>
      </form>
      {vm.error === 'select_items' && <p className="form-error" role="alert"><FormattedMessage {...m.selectItems} /></p>}
      {vm.groups.length === 0 ? (
        <p className="muted small"><FormattedMessage {...m.noGroups} /></p>
      ) : (
        <ul className="consolidation-groups">
          {vm.groups.map((group) => (
            <li key={group.id} className="consolidation-group" data-testid="consolidation-group">
              <div className="consolidation-group-head">
                <strong>{group.name}</strong>
                {vm.selected.length > 0 && (
                  <button type="button" className="btn btn-outline btn-small" onClick={() => vm.join(group.id)}>
                    <FormattedMessage {...m.joinExisting} />
                  </button>
                )}
              </div>
              <ul>
                {vm.groupLinesOf(group.id).map((line) => (
                  <li key={line.id} className="consolidation-item">
                    <span>{truncate(line.name, 40)} × {line.quantity}</span>
                    <button type="button" className="btn btn-text btn-small" onClick={() => vm.leave(line.id)}>
                      <FormattedMessage {...m.leave} />
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {vm.groups.length > 0 && (
        <button type="button" className="btn btn-light btn-small" onClick={() => vm.resetConsolidation()} aria-label={intl.formatMessage(m.reset)}>
          <FormattedMessage {...m.reset} />
        </button>
      )}
    </details>
  );
});
