/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Toast_Role_Now_OwnerInputs */

const en_toast_role_now_owner = /** @type {(inputs: Toast_Role_Now_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now an owner.`)
};

const sw_toast_role_now_owner = /** @type {(inputs: Toast_Role_Now_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sasa ni mmiliki wa maeneo.`)
};

/**
* | output |
* | --- |
* | "{name} is now an owner." |
*
* @param {Toast_Role_Now_OwnerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_role_now_owner = /** @type {((inputs: Toast_Role_Now_OwnerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Role_Now_OwnerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_role_now_owner(inputs)
	return en_toast_role_now_owner(inputs)
});