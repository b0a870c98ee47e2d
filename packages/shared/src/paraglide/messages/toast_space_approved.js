/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Space_ApprovedInputs */

const en_toast_space_approved = /** @type {(inputs: Toast_Space_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space approved. It is live now.`)
};

const sw_toast_space_approved = /** @type {(inputs: Toast_Space_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo limeidhinishwa. Sasa liko hewani.`)
};

/**
* | output |
* | --- |
* | "Space approved. It is live now." |
*
* @param {Toast_Space_ApprovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_space_approved = /** @type {((inputs?: Toast_Space_ApprovedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Space_ApprovedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_space_approved(inputs)
	return en_toast_space_approved(inputs)
});