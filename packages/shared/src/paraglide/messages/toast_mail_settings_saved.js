/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Mail_Settings_SavedInputs */

const en_toast_mail_settings_saved = /** @type {(inputs: Toast_Mail_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification settings saved.`)
};

const sw_toast_mail_settings_saved = /** @type {(inputs: Toast_Mail_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mipangilio ya arifa imehifadhiwa.`)
};

/**
* | output |
* | --- |
* | "Notification settings saved." |
*
* @param {Toast_Mail_Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_mail_settings_saved = /** @type {((inputs?: Toast_Mail_Settings_SavedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Mail_Settings_SavedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_mail_settings_saved(inputs)
	return en_toast_mail_settings_saved(inputs)
});