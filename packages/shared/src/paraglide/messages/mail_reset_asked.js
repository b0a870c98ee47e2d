/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_AskedInputs */

const en_mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone asked to reset the password of your Nafasi account.`)
};

const sw_mail_reset_asked = /** @type {(inputs: Mail_Reset_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mtu ameomba kubadilisha nenosiri la akaunti yako ya Nafasi.`)
};

/**
* | output |
* | --- |
* | "Someone asked to reset the password of your Nafasi account." |
*
* @param {Mail_Reset_AskedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_reset_asked = /** @type {((inputs?: Mail_Reset_AskedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_AskedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_reset_asked(inputs)
	return en_mail_reset_asked(inputs)
});