/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_RefuseInputs */

const en_approvals_refuse = /** @type {(inputs: Approvals_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuse`)
};

const sw_approvals_refuse = /** @type {(inputs: Approvals_RefuseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kataa`)
};

/**
* | output |
* | --- |
* | "Refuse" |
*
* @param {Approvals_RefuseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_refuse = /** @type {((inputs?: Approvals_RefuseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_RefuseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_refuse(inputs)
	return en_approvals_refuse(inputs)
});