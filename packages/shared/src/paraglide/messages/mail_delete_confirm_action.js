/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Delete_Confirm_ActionInputs */

const en_mail_delete_confirm_action = /** @type {(inputs: Mail_Delete_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

const sw_mail_delete_confirm_action = /** @type {(inputs: Mail_Delete_Confirm_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Futa akaunti yangu`)
};

/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Mail_Delete_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_delete_confirm_action = /** @type {((inputs?: Mail_Delete_Confirm_ActionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_Confirm_ActionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_delete_confirm_action(inputs)
	return en_mail_delete_confirm_action(inputs)
});