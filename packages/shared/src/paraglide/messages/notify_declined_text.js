/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown>, when: NonNullable<unknown> }} Notify_Declined_TextInputs */

const en_notify_declined_text = /** @type {(inputs: Notify_Declined_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The host of ${i?.space} could not take your request for ${i?.when}.`)
};

const sw_notify_declined_text = /** @type {(inputs: Notify_Declined_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mwenyeji wa ${i?.space} hakuweza kupokea ombi lako la ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "The host of {space} could not take your request for {when}." |
*
* @param {Notify_Declined_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_declined_text = /** @type {((inputs: Notify_Declined_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Declined_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_declined_text(inputs)
	return en_notify_declined_text(inputs)
});