/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Changes_ApprovedInputs */

const en_toast_changes_approved = /** @type {(inputs: Toast_Changes_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes approved. They are live now.`)
};

const sw_toast_changes_approved = /** @type {(inputs: Toast_Changes_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mabadiliko yameidhinishwa. Sasa yako hewani.`)
};

/**
* | output |
* | --- |
* | "Changes approved. They are live now." |
*
* @param {Toast_Changes_ApprovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_changes_approved = /** @type {((inputs?: Toast_Changes_ApprovedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Changes_ApprovedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_changes_approved(inputs)
	return en_toast_changes_approved(inputs)
});