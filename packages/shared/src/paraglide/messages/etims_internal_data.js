/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Internal_DataInputs */

const en_etims_internal_data = /** @type {(inputs: Etims_Internal_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal data`)
};

const sw_etims_internal_data = /** @type {(inputs: Etims_Internal_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data ya ndani`)
};

/**
* | output |
* | --- |
* | "Internal data" |
*
* @param {Etims_Internal_DataInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_internal_data = /** @type {((inputs?: Etims_Internal_DataInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Internal_DataInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_internal_data(inputs)
	return en_etims_internal_data(inputs)
});