/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_CancellationInputs */

const en_invoice_cancellation = /** @type {(inputs: Invoice_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation is free for pending bookings and up to 24 hours before a confirmed one.`)
};

const sw_invoice_cancellation = /** @type {(inputs: Invoice_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kughairi ni bure kwa uhifadhi unaosubiri malipo na hadi saa 24 kabla ya uhifadhi uliothibitishwa.`)
};

/**
* | output |
* | --- |
* | "Cancellation is free for pending bookings and up to 24 hours before a confirmed one." |
*
* @param {Invoice_CancellationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_cancellation = /** @type {((inputs?: Invoice_CancellationInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_CancellationInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_invoice_cancellation(inputs)
	return en_invoice_cancellation(inputs)
});