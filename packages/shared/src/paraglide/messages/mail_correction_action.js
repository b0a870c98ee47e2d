/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Correction_ActionInputs */

const en_mail_correction_action = /** @type {(inputs: Mail_Correction_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See it in Settings`)
};

const sw_mail_correction_action = /** @type {(inputs: Mail_Correction_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liangalie katika Mipangilio`)
};

/**
* | output |
* | --- |
* | "See it in Settings" |
*
* @param {Mail_Correction_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_correction_action = /** @type {((inputs?: Mail_Correction_ActionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Correction_ActionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_correction_action(inputs)
	return en_mail_correction_action(inputs)
});