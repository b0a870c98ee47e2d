/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Accepted_TextInputs */

const en_notify_accepted_text = /** @type {(inputs: Notify_Accepted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good news: the host accepted your request.`)
};

const sw_notify_accepted_text = /** @type {(inputs: Notify_Accepted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habari njema: mwenyeji amekubali ombi lako.`)
};

/**
* | output |
* | --- |
* | "Good news: the host accepted your request." |
*
* @param {Notify_Accepted_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_accepted_text = /** @type {((inputs?: Notify_Accepted_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Accepted_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_accepted_text(inputs)
	return en_notify_accepted_text(inputs)
});