/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_SendingInputs */

const en_push_sending = /** @type {(inputs: Push_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending request…`)
};

const sw_push_sending = /** @type {(inputs: Push_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inatuma ombi…`)
};

/**
* | output |
* | --- |
* | "Sending request…" |
*
* @param {Push_SendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_sending = /** @type {((inputs?: Push_SendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_SendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_push_sending(inputs)
	return en_push_sending(inputs)
});