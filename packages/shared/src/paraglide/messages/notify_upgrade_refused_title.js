/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Upgrade_Refused_TitleInputs */

const en_notify_upgrade_refused_title = /** @type {(inputs: Notify_Upgrade_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request to become a host was not approved`)
};

const sw_notify_upgrade_refused_title = /** @type {(inputs: Notify_Upgrade_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi lako la kuwa mwenyeji halikuidhinishwa`)
};

/**
* | output |
* | --- |
* | "Your request to become a host was not approved" |
*
* @param {Notify_Upgrade_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_upgrade_refused_title = /** @type {((inputs?: Notify_Upgrade_Refused_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Upgrade_Refused_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_upgrade_refused_title(inputs)
	return en_notify_upgrade_refused_title(inputs)
});