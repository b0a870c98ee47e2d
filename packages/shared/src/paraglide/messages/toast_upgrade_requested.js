/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Upgrade_RequestedInputs */

const en_toast_upgrade_requested = /** @type {(inputs: Toast_Upgrade_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request sent! An admin will review it and you’ll be able to list spaces once approved.`)
};

const sw_toast_upgrade_requested = /** @type {(inputs: Toast_Upgrade_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi limetumwa! Msimamizi atalikagua, na likikubaliwa utaweza kuorodhesha maeneo.`)
};

/**
* | output |
* | --- |
* | "Request sent! An admin will review it and you’ll be able to list spaces once approved." |
*
* @param {Toast_Upgrade_RequestedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_upgrade_requested = /** @type {((inputs?: Toast_Upgrade_RequestedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Upgrade_RequestedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_upgrade_requested(inputs)
	return en_toast_upgrade_requested(inputs)
});