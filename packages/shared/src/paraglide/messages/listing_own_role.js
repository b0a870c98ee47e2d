/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Own_RoleInputs */

const en_listing_own_role = /** @type {(inputs: Listing_Own_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot change your own role.`)
};

const sw_listing_own_role = /** @type {(inputs: Listing_Own_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huwezi kubadilisha jukumu lako mwenyewe.`)
};

/**
* | output |
* | --- |
* | "You cannot change your own role." |
*
* @param {Listing_Own_RoleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_own_role = /** @type {((inputs?: Listing_Own_RoleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Own_RoleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_own_role(inputs)
	return en_listing_own_role(inputs)
});