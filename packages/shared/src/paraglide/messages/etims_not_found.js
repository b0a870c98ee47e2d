/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Not_FoundInputs */

const en_etims_not_found = /** @type {(inputs: Etims_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tax invoice does not exist, or it is not one of yours.`)
};

const sw_etims_not_found = /** @type {(inputs: Etims_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankara hii ya kodi haipo, au si yako.`)
};

/**
* | output |
* | --- |
* | "This tax invoice does not exist, or it is not one of yours." |
*
* @param {Etims_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_not_found = /** @type {((inputs?: Etims_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_not_found(inputs)
	return en_etims_not_found(inputs)
});