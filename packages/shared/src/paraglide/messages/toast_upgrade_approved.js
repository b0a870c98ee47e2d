/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Upgrade_ApprovedInputs */

const en_toast_upgrade_approved = /** @type {(inputs: Toast_Upgrade_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request approved. The account can list spaces now.`)
};

const sw_toast_upgrade_approved = /** @type {(inputs: Toast_Upgrade_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi limeidhinishwa. Akaunti sasa inaweza kuorodhesha maeneo.`)
};

/**
* | output |
* | --- |
* | "Request approved. The account can list spaces now." |
*
* @param {Toast_Upgrade_ApprovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_upgrade_approved = /** @type {((inputs?: Toast_Upgrade_ApprovedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Upgrade_ApprovedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_upgrade_approved(inputs)
	return en_toast_upgrade_approved(inputs)
});