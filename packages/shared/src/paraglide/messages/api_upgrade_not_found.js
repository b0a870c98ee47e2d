/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Upgrade_Not_FoundInputs */

const en_api_upgrade_not_found = /** @type {(inputs: Api_Upgrade_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade request not found`)
};

const sw_api_upgrade_not_found = /** @type {(inputs: Api_Upgrade_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi la kupandishwa hadhi halikupatikana`)
};

/**
* | output |
* | --- |
* | "Upgrade request not found" |
*
* @param {Api_Upgrade_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_upgrade_not_found = /** @type {((inputs?: Api_Upgrade_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Upgrade_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_upgrade_not_found(inputs)
	return en_api_upgrade_not_found(inputs)
});