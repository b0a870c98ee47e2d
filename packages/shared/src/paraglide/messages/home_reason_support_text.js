/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reason_Support_TextInputs */

const en_home_reason_support_text = /** @type {(inputs: Home_Reason_Support_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Nairobi-based team that answers by phone, e-mail and chat, seven days a week.`)
};

const sw_home_reason_support_text = /** @type {(inputs: Home_Reason_Support_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timu iliyoko Nairobi inayojibu kwa simu, barua pepe na gumzo, siku saba kwa wiki.`)
};

/**
* | output |
* | --- |
* | "A Nairobi-based team that answers by phone, e-mail and chat, seven days a week." |
*
* @param {Home_Reason_Support_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_reason_support_text = /** @type {((inputs?: Home_Reason_Support_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reason_Support_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_reason_support_text(inputs)
	return en_home_reason_support_text(inputs)
});