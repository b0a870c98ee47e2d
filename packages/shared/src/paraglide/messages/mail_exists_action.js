/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Exists_ActionInputs */

const en_mail_exists_action = /** @type {(inputs: Mail_Exists_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a new password`)
};

const sw_mail_exists_action = /** @type {(inputs: Mail_Exists_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weka nenosiri jipya`)
};

/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Mail_Exists_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_exists_action = /** @type {((inputs?: Mail_Exists_ActionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_ActionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_exists_action(inputs)
	return en_mail_exists_action(inputs)
});