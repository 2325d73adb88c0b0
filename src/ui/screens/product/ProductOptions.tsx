/** Variant choice, quantity stepper, note, track, product type and NPWP/insurance of the product page. */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatIntegerId } from '../../../domain/format';
import type { ProductViewModel } from '../../../application/product/product-view-model';
import { maxMessage, minMessage, pm } from './product-messages';

export const ProductOptions = observer(function ProductOptions({ vm }: { vm: ProductViewModel }) {
  const intl = useIntl();
  const product = vm.product;
  if (!product) return null;
  const notice = vm.quantityNotice;
  const noticeText = notice === 'max' ? intl.formatMessage(maxMessage, { max: formatIntegerId(vm.maxQuantity) })
    : notice === 'min' ? intl.formatMessage(minMessage, { min: formatIntegerId(vm.minQuantity) })
    : notice === 'not_a_number' ? intl.formatMessage(pm.qtyNaN)
    : notice === 'required' ? intl.formatMessage(pm.qtyRequired) : null;
  const blocking = notice === 'not_a_number' || notice === 'required';
  return (
    <div className="product-options">
      {product.variations.filter((v) => v.options.length > 0).map((v) => (
        <fieldset key={v.name} className="field product-variation">
          <legend lang={vm.showOriginal && v.labelOriginal ? 'zh' : undefined}>{vm.axisLabel(v)}</legend>
          <div className="chips">
            {v.options.map((value) => (
              <button
                key={value}
                type="button"
                className={vm.attributes[v.name] === value ? 'chip chip-active' : 'chip'}
                aria-pressed={vm.attributes[v.name] === value}
                onClick={() => vm.selectAttribute(v.name, value)}
              >
                {v.images?.[value] && <img src={v.images[value]} alt="" loading="lazy" width={20} height={20} />}
                <span lang={vm.showOriginal && v.originals?.[value] ? 'zh' : undefined}>{vm.valueLabel(v, value)}</span>
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      <div className={blocking ? 'field invalid' : 'field'}>
        <label htmlFor="product-quantity"><FormattedMessage {...pm.quantity} /></label>
        <div className="stepper">
          <button type="button" className="btn btn-outline btn-small" aria-label={intl.formatMessage(pm.decrease)} onClick={vm.decrease} disabled={vm.quantity <= vm.minQuantity}>−</button>
          <input
            id="product-quantity"
            type="text"
            inputMode="numeric"
            value={vm.quantityText}
            aria-invalid={blocking}
            aria-describedby={noticeText ? 'product-quantity-notice' : undefined}
            onChange={(e) => vm.setQuantityText(e.target.value)}
          />
          <button type="button" className="btn btn-outline btn-small" aria-label={intl.formatMessage(pm.increase)} onClick={vm.increase} disabled={vm.quantity >= vm.maxQuantity}>+</button>
        </div>
        {noticeText && <p id="product-quantity-notice" className={blocking ? 'field-error' : 'muted small'}>{noticeText}</p>}
      </div>
      <fieldset className="field">
        <legend><FormattedMessage {...pm.track} /></legend>
        <label className="radio">
          <input type="radio" name="product-track" checked={vm.track === 'udara'} onChange={() => vm.setTrack('udara')} />
          <FormattedMessage {...pm.air} />
        </label>
        {vm.seaAvailable ? (
          <label className="radio">
            <input type="radio" name="product-track" checked={vm.track === 'laut'} onChange={() => vm.setTrack('laut')} />
            <FormattedMessage {...pm.sea} />
          </label>
        ) : (
          <p className="muted small"><FormattedMessage {...pm.seaUnavailable} /></p>
        )}
        {vm.trackProblem && <p className="field-error" role="alert"><FormattedMessage {...pm.seaNotAvailable} /></p>}
      </fieldset>
      <div className="field">
        <label htmlFor="product-type"><FormattedMessage {...pm.productType} /></label>
        <select id="product-type" value={vm.productTypeId} onChange={(e) => vm.setProductType(e.target.value)}>
          <option value="">{intl.formatMessage(pm.productTypeDefault)}</option>
          {vm.productTypes.map((t) => <option key={String(t.id)} value={String(t.id)}>{t.name}</option>)}
        </select>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={vm.usingNpwp} onChange={(e) => vm.setUsingNpwp(e.target.checked)} />
        <FormattedMessage {...pm.npwp} />
      </label>
      {vm.npwpNotOnFile && <p className="muted small"><FormattedMessage {...pm.npwpNotOnFile} /></p>}
      <label className="checkbox">
        <input type="checkbox" checked={vm.useInsurance} onChange={(e) => vm.setUseInsurance(e.target.checked)} />
        <FormattedMessage {...pm.insurance} />
      </label>
      <div className="field">
        <label htmlFor="product-note"><FormattedMessage {...pm.note} /></label>
        <textarea id="product-note" rows={2} maxLength={1000} value={vm.note} placeholder={intl.formatMessage(pm.notePlaceholder)} onChange={(e) => vm.setNote(e.target.value)} />
      </div>
    </div>
  );
});
