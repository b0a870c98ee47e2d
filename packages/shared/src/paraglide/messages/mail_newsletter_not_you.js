/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_Not_YouInputs */

const en_mail_newsletter_not_you = /** @type {(inputs: Mail_Newsletter_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not you, ignore this mail: nothing more will be sent and the address is forgotten.`)
};

const sw_mail_newsletter_not_you = /** @type {(inputs: Mail_Newsletter_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kama si wewe, puuza barua hii: hakuna kitakachotumwa tena na anwani itasahaulika.`)
};

/**
* | output |
* | --- |
* | "If it was not you, ignore this mail: nothing more will be sent and the address is forgotten." |
*
* @param {Mail_Newsletter_Not_YouInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_not_you = /** @type {((inputs?: Mail_Newsletter_Not_YouInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Not_YouInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_newsletter_not_you(inputs)
	return en_mail_newsletter_not_you(inputs)
});