/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Title_InvoiceInputs */

const en_etims_title_invoice = /** @type {(inputs: Etims_Title_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax invoice`)
};

const sw_etims_title_invoice = /** @type {(inputs: Etims_Title_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara ya kodi`)
};

/**
* | output |
* | --- |
* | "Tax invoice" |
*
* @param {Etims_Title_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_title_invoice = /** @type {((inputs?: Etims_Title_InvoiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Title_InvoiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_title_invoice(inputs)
	return en_etims_title_invoice(inputs)
});