/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Leave_TextInputs */

const en_newsletter_leave_text = /** @type {(inputs: Newsletter_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press the button and this address gets no more newsletters. You can subscribe again whenever you like.`)
};

const sw_newsletter_leave_text = /** @type {(inputs: Newsletter_Leave_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonyeza kitufe na anwani hii haitapokea majarida tena. Unaweza kujiandikisha tena wakati wowote.`)
};

/**
* | output |
* | --- |
* | "Press the button and this address gets no more newsletters. You can subscribe again whenever you like." |
*
* @param {Newsletter_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const newsletter_leave_text = /** @type {((inputs?: Newsletter_Leave_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Leave_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_newsletter_leave_text(inputs)
	return en_newsletter_leave_text(inputs)
});