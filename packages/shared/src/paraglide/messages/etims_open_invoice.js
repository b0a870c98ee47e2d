/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Open_InvoiceInputs */

const en_etims_open_invoice = /** @type {(inputs: Etims_Open_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eTIMS tax invoice`)
};

const sw_etims_open_invoice = /** @type {(inputs: Etims_Open_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara ya kodi ya eTIMS`)
};

/**
* | output |
* | --- |
* | "eTIMS tax invoice" |
*
* @param {Etims_Open_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_open_invoice = /** @type {((inputs?: Etims_Open_InvoiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Open_InvoiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_open_invoice(inputs)
	return en_etims_open_invoice(inputs)
});