/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_TextInputs */

const en_newsletter_confirm_text = /** @type {(inputs: Newsletter_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press the button to start getting the Nafasi newsletter at the address that received the link.`)
};

const sw_newsletter_confirm_text = /** @type {(inputs: Newsletter_Confirm_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonyeza kitufe ili uanze kupokea jarida la Nafasi kwa anwani iliyopokea kiungo.`)
};

/**
* | output |
* | --- |
* | "Press the button to start getting the Nafasi newsletter at the address that received the link." |
*
* @param {Newsletter_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_text = /** @type {((inputs?: Newsletter_Confirm_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_newsletter_confirm_text(inputs)
	return en_newsletter_confirm_text(inputs)
});