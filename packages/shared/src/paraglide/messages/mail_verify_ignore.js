/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Verify_IgnoreInputs */

const en_mail_verify_ignore = /** @type {(inputs: Mail_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not create a Nafasi account, ignore this e-mail: nothing happens without the link.`)
};

const sw_mail_verify_ignore = /** @type {(inputs: Mail_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kama hukufungua akaunti ya Nafasi, puuza barua pepe hii: hakuna kitakachofanyika bila kiungo hiki.`)
};

/**
* | output |
* | --- |
* | "If you did not create a Nafasi account, ignore this e-mail: nothing happens without the link." |
*
* @param {Mail_Verify_IgnoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_verify_ignore = /** @type {((inputs?: Mail_Verify_IgnoreInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_IgnoreInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_verify_ignore(inputs)
	return en_mail_verify_ignore(inputs)
});