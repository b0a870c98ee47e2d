/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Delete_Confirm_Not_YouInputs */

const en_mail_delete_confirm_not_you = /** @type {(inputs: Mail_Delete_Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If it was not you, do not open it: your account stays. Sign out of other devices in Settings.`)
};

const sw_mail_delete_confirm_not_you = /** @type {(inputs: Mail_Delete_Confirm_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikiwa si wewe, usikifungue: akaunti yako inabaki. Toka kwenye vifaa vingine katika Mipangilio.`)
};

/**
* | output |
* | --- |
* | "If it was not you, do not open it: your account stays. Sign out of other devices in Settings." |
*
* @param {Mail_Delete_Confirm_Not_YouInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_delete_confirm_not_you = /** @type {((inputs?: Mail_Delete_Confirm_Not_YouInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Delete_Confirm_Not_YouInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_delete_confirm_not_you(inputs)
	return en_mail_delete_confirm_not_you(inputs)
});