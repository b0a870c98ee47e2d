/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Toast_Role_Now_AdminInputs */

const en_toast_role_now_admin = /** @type {(inputs: Toast_Role_Now_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now an admin.`)
};

const sw_toast_role_now_admin = /** @type {(inputs: Toast_Role_Now_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sasa ni msimamizi.`)
};

/**
* | output |
* | --- |
* | "{name} is now an admin." |
*
* @param {Toast_Role_Now_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_role_now_admin = /** @type {((inputs: Toast_Role_Now_AdminInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Role_Now_AdminInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_role_now_admin(inputs)
	return en_toast_role_now_admin(inputs)
});