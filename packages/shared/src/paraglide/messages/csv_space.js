/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_SpaceInputs */

const en_csv_space = /** @type {(inputs: Csv_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space`)
};

const sw_csv_space = /** @type {(inputs: Csv_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi`)
};

/**
* | output |
* | --- |
* | "Space" |
*
* @param {Csv_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_space = /** @type {((inputs?: Csv_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_csv_space(inputs)
	return en_csv_space(inputs)
});