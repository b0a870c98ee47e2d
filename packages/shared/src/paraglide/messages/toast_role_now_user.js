/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Toast_Role_Now_UserInputs */

const en_toast_role_now_user = /** @type {(inputs: Toast_Role_Now_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now a user.`)
};

const sw_toast_role_now_user = /** @type {(inputs: Toast_Role_Now_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sasa ni mtumiaji.`)
};

/**
* | output |
* | --- |
* | "{name} is now a user." |
*
* @param {Toast_Role_Now_UserInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_role_now_user = /** @type {((inputs: Toast_Role_Now_UserInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Role_Now_UserInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_role_now_user(inputs)
	return en_toast_role_now_user(inputs)
});