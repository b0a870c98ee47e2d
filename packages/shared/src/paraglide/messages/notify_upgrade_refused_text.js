/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Upgrade_Refused_TextInputs */

const en_notify_upgrade_refused_text = /** @type {(inputs: Notify_Upgrade_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can ask again from your profile once what is missing is ready.`)
};

const sw_notify_upgrade_refused_text = /** @type {(inputs: Notify_Upgrade_Refused_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unaweza kuomba tena kutoka kwenye wasifu wako kilichokosekana kikiwa tayari.`)
};

/**
* | output |
* | --- |
* | "You can ask again from your profile once what is missing is ready." |
*
* @param {Notify_Upgrade_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_upgrade_refused_text = /** @type {((inputs?: Notify_Upgrade_Refused_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Upgrade_Refused_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_upgrade_refused_text(inputs)
	return en_notify_upgrade_refused_text(inputs)
});