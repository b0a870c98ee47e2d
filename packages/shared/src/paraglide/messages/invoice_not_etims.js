/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Not_EtimsInputs */

const en_invoice_not_etims = /** @type {(inputs: Invoice_Not_EtimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invoice is not yet registered with KRA's eTIMS.`)
};

const sw_invoice_not_etims = /** @type {(inputs: Invoice_Not_EtimsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara hii bado haijasajiliwa kwenye eTIMS ya KRA.`)
};

/**
* | output |
* | --- |
* | "This invoice is not yet registered with KRA's eTIMS." |
*
* @param {Invoice_Not_EtimsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_not_etims = /** @type {((inputs?: Invoice_Not_EtimsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Not_EtimsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_not_etims(inputs)
	return en_invoice_not_etims(inputs)
});