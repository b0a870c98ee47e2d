/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Mail_Newsletter_Confirm_BodyInputs */

const en_mail_newsletter_confirm_body = /** @type {(inputs: Mail_Newsletter_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone, we hope you, asked for the Nafasi newsletter at this address. Follow the link within ${i?.hours} hours to confirm:`)
};

const sw_mail_newsletter_confirm_body = /** @type {(inputs: Mail_Newsletter_Confirm_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mtu, tunatumaini ni wewe, aliomba jarida la Nafasi kwa anwani hii. Fuata kiungo ndani ya saa ${i?.hours} ili kuthibitisha:`)
};

/**
* | output |
* | --- |
* | "Someone, we hope you, asked for the Nafasi newsletter at this address. Follow the link within {hours} hours to confirm:" |
*
* @param {Mail_Newsletter_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_confirm_body = /** @type {((inputs: Mail_Newsletter_Confirm_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Confirm_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_newsletter_confirm_body(inputs)
	return en_mail_newsletter_confirm_body(inputs)
});