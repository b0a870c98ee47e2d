/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Signed_AtInputs */

const en_etims_signed_at = /** @type {(inputs: Etims_Signed_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed by KRA`)
};

const sw_etims_signed_at = /** @type {(inputs: Etims_Signed_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imetiwa saini na KRA`)
};

/**
* | output |
* | --- |
* | "Signed by KRA" |
*
* @param {Etims_Signed_AtInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_signed_at = /** @type {((inputs?: Etims_Signed_AtInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Signed_AtInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_signed_at(inputs)
	return en_etims_signed_at(inputs)
});