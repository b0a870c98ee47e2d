/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Auth_Reset_If_ExistsInputs */

const en_auth_reset_if_exists = /** @type {(inputs: Auth_Reset_If_ExistsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If an account exists for ${i?.email}, the link is on its way.`)
};

const sw_auth_reset_if_exists = /** @type {(inputs: Auth_Reset_If_ExistsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ikiwa kuna akaunti ya ${i?.email}, kiungo kiko njiani.`)
};

/**
* | output |
* | --- |
* | "If an account exists for {email}, the link is on its way." |
*
* @param {Auth_Reset_If_ExistsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_reset_if_exists = /** @type {((inputs: Auth_Reset_If_ExistsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_If_ExistsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_auth_reset_if_exists(inputs)
	return en_auth_reset_if_exists(inputs)
});