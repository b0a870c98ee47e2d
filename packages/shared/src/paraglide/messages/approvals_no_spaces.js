/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_No_SpacesInputs */

const en_approvals_no_spaces = /** @type {(inputs: Approvals_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No spaces waiting`)
};

const sw_approvals_no_spaces = /** @type {(inputs: Approvals_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna maeneo yanayosubiri`)
};

/**
* | output |
* | --- |
* | "No spaces waiting" |
*
* @param {Approvals_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_spaces = /** @type {((inputs?: Approvals_No_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_No_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_no_spaces(inputs)
	return en_approvals_no_spaces(inputs)
});