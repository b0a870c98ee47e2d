/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Unsubscribe_AfterInputs */

const en_mail_unsubscribe_after = /** @type {(inputs: Mail_Unsubscribe_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or choose in Settings → Notifications.`)
};

const sw_mail_unsubscribe_after = /** @type {(inputs: Mail_Unsubscribe_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`au chagua kwenye Mipangilio → Arifa.`)
};

/**
* | output |
* | --- |
* | "or choose in Settings → Notifications." |
*
* @param {Mail_Unsubscribe_AfterInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_unsubscribe_after = /** @type {((inputs?: Mail_Unsubscribe_AfterInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsubscribe_AfterInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_unsubscribe_after(inputs)
	return en_mail_unsubscribe_after(inputs)
});