/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Newsletter_OnInputs */

const en_privacy_newsletter_on = /** @type {(inputs: Privacy_Newsletter_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me the newsletter`)
};

const sw_privacy_newsletter_on = /** @type {(inputs: Privacy_Newsletter_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nitumie jarida`)
};

/**
* | output |
* | --- |
* | "Send me the newsletter" |
*
* @param {Privacy_Newsletter_OnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_newsletter_on = /** @type {((inputs?: Privacy_Newsletter_OnInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Newsletter_OnInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_newsletter_on(inputs)
	return en_privacy_newsletter_on(inputs)
});