/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_ApproveInputs */

const en_approvals_approve = /** @type {(inputs: Approvals_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

const sw_approvals_approve = /** @type {(inputs: Approvals_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idhinisha`)
};

/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Approvals_ApproveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_approve = /** @type {((inputs?: Approvals_ApproveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_ApproveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_approve(inputs)
	return en_approvals_approve(inputs)
});