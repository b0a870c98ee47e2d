/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Former_MemberInputs */

const en_privacy_former_member = /** @type {(inputs: Privacy_Former_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A former member`)
};

const sw_privacy_former_member = /** @type {(inputs: Privacy_Former_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwanachama wa zamani`)
};

/**
* | output |
* | --- |
* | "A former member" |
*
* @param {Privacy_Former_MemberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_former_member = /** @type {((inputs?: Privacy_Former_MemberInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Former_MemberInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_former_member(inputs)
	return en_privacy_former_member(inputs)
});