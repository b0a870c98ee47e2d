/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Toast_Request_AcceptedInputs */

const en_toast_request_accepted = /** @type {(inputs: Toast_Request_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You accepted ${i?.reference}. The guest is asked to pay.`)
};

const sw_toast_request_accepted = /** @type {(inputs: Toast_Request_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umekubali ${i?.reference}. Mgeni ameombwa alipe.`)
};

/**
* | output |
* | --- |
* | "You accepted {reference}. The guest is asked to pay." |
*
* @param {Toast_Request_AcceptedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_request_accepted = /** @type {((inputs: Toast_Request_AcceptedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Request_AcceptedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_request_accepted(inputs)
	return en_toast_request_accepted(inputs)
});