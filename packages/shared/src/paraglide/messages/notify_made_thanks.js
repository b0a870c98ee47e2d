/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Made_ThanksInputs */

const en_notify_made_thanks = /** @type {(inputs: Notify_Made_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for booking ${i?.space} on Nafasi.`)
};

const sw_notify_made_thanks = /** @type {(inputs: Notify_Made_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asante kwa kuweka nafasi ${i?.space} kwenye Nafasi.`)
};

/**
* | output |
* | --- |
* | "Thank you for booking {space} on Nafasi." |
*
* @param {Notify_Made_ThanksInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_made_thanks = /** @type {((inputs: Notify_Made_ThanksInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Made_ThanksInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_made_thanks(inputs)
	return en_notify_made_thanks(inputs)
});