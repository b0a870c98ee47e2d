/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Mail_Newsletter_Already_BodyInputs */

const en_mail_newsletter_already_body = /** @type {(inputs: Mail_Newsletter_Already_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked for the Nafasi newsletter at this address, which already gets it. Nothing has changed. To stop getting it, follow this link within ${i?.hours} hours:`)
};

const sw_mail_newsletter_already_body = /** @type {(inputs: Mail_Newsletter_Already_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mtu aliomba jarida la Nafasi kwa anwani hii, ambayo tayari inalipokea. Hakuna kilichobadilika. Ili kuacha kulipokea, fuata kiungo hiki ndani ya saa ${i?.hours}:`)
};

/**
* | output |
* | --- |
* | "Someone asked for the Nafasi newsletter at this address, which already gets it. Nothing has changed. To stop getting it, follow this link within {hours} hours:" |
*
* @param {Mail_Newsletter_Already_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_already_body = /** @type {((inputs: Mail_Newsletter_Already_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Already_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_newsletter_already_body(inputs)
	return en_mail_newsletter_already_body(inputs)
});