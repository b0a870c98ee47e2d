/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Toast_Request_DeclinedInputs */

const en_toast_request_declined = /** @type {(inputs: Toast_Request_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You declined ${i?.reference}. The time is free again.`)
};

const sw_toast_request_declined = /** @type {(inputs: Toast_Request_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umekataa ${i?.reference}. Muda uko wazi tena.`)
};

/**
* | output |
* | --- |
* | "You declined {reference}. The time is free again." |
*
* @param {Toast_Request_DeclinedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_request_declined = /** @type {((inputs: Toast_Request_DeclinedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Request_DeclinedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_request_declined(inputs)
	return en_toast_request_declined(inputs)
});